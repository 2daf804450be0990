import { Group, Stack, Title } from '@mantine/core';
import { createContext, type ReactNode, useEffect, useRef, useState } from 'react';
import { Navigate, useParams } from 'react-router';
import { FormStaysUnderContext } from '../form/unsavedChanges';
import { preloadOf } from '../lazy';
import { DetailNotFound } from './DetailStates';
import { type DetailTab, DetailTabs } from './DetailTabs';

interface DetailPageProps {
  title: string;
  /** Beside the title: the record's status badge. */
  badge?: ReactNode;
  /** Beside the title too: the created/updated stamp (RecordStamp). */
  meta?: ReactNode;
  /**
   * Right of the title: the screen's buttons (Close, Delete, Save…). Close leaves like any other
   * link: with unsaved changes it asks first.
   */
  actions?: ReactNode;
  /** URL tabs below the header; the route must end in `/*` so that their addresses reach the screen. */
  tabs?: DetailTab[];
  /** The record's address, which the tabs' addresses extend. */
  basePath?: string;
  /** Lower-case name of the record, for a tab address that does not exist. */
  noun?: string;
  back?: { to: string; label: string };
  /** Without tabs: the screen's content. */
  children?: ReactNode;
}

/** The frame of every record screen: title, status, stamp and actions, then its tabs or content. */
export function DetailPage(props: DetailPageProps) {
  const { title, tabs, basePath = '', noun = 'record' } = props;
  const { '*': rest = '' } = useParams();
  const sub = rest.replace(/\/+$/, '');
  const active = tabs?.find((t) => t.path === sub);
  // A tab the record had a moment ago (Pick, before the ticket was picked) went with its status:
  // the record's first tab, not "page not found".
  const hadTabs = useRef(new Map<string, string>());
  const gone = sub && !active ? hadTabs.current.get(sub) : undefined;
  for (const t of tabs ?? []) hadTabs.current.set(t.path, t.goneTo ?? '');
  usePreloadedTabs(tabs);
  const opened = useOpenedTabs(tabs && basePath && (active || !sub) ? (active ?? tabs[0]) : undefined);
  // Save submits the form of a tab that stays mounted: there is none to submit (and nothing
  // changed) until that tab has been opened.
  const formOpened = !tabs || tabs.every((t) => !t.keepMounted || opened.has(t.path));

  return (
    <Stack gap={0}>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Group gap={8} wrap="wrap" align="center" miw={0}>
          <Title order={1} fz={{ base: 22, sm: 26 }} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {props.badge}
          {props.meta}
        </Group>
        {props.actions && (
          <Group gap="sm" wrap="wrap">
            <FormOpenedContext.Provider value={formOpened}>{props.actions}</FormOpenedContext.Provider>
          </Group>
        )}
      </Group>
      {tabs && basePath && (active || !sub) ? (
        <>
          <DetailTabs
            tabs={tabs}
            basePath={basePath}
            active={active ?? (tabs[0] as DetailTab)}
            label={`${title} sections`}
          />
          {tabs.map((tab) => {
            const shown = tab === (active ?? tabs[0]);
            // A form in a tab that stays mounted keeps its changes while the record's other tabs show.
            // It is drawn once first opened: a screen opened on another tab does not build it unseen.
            if (!shown && !(tab.keepMounted && opened.has(tab.path))) return null;
            return (
              <div key={tab.path} hidden={!shown}>
                {tab.keepMounted ? (
                  <FormStaysUnderContext.Provider value={basePath}>{tab.content}</FormStaysUnderContext.Provider>
                ) : (
                  tab.content
                )}
              </div>
            );
          })}
        </>
      ) : tabs && gone !== undefined && basePath ? (
        <Navigate to={tabs.some((t) => t.path === gone) ? `${basePath}/${gone}` : basePath} replace />
      ) : tabs ? (
        <DetailNotFound noun={`${noun} page`} back={props.back} />
      ) : (
        props.children
      )}
    </Stack>
  );
}

/** Whether the screen's form is drawn (the tab holding it has been opened): Save needs it. */
export const FormOpenedContext = createContext(true);

/** The paths of the tabs opened so far on this record screen, the one shown included. */
function useOpenedTabs(shown: DetailTab | undefined): ReadonlySet<string> {
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(shown ? [shown.path] : []));
  // Adjusted while rendering (React's pattern for state derived from a change): no second draw.
  if (shown && !opened.has(shown.path)) {
    const next = new Set(opened).add(shown.path);
    setOpened(next);
    return next;
  }
  return opened;
}

/** How long after a record screen is drawn the code of its other tabs starts to come. */
const TAB_PRELOAD_DELAY_MS = 1000;

/**
 * The tabs drawn by a panel loaded on demand (`lazyPanel`) have their code fetched once the screen
 * has been drawn and the browser is idle: the screen's own first draw does not wait for it, and a
 * tab opened later does not either.
 */
function usePreloadedTabs(tabs: DetailTab[] | undefined) {
  const latest = useRef(tabs);
  latest.current = tabs;
  const hasTabs = tabs !== undefined;
  useEffect(() => {
    if (!hasTabs) return;
    let idle: number | undefined;
    const timer = setTimeout(() => {
      const preload = () => {
        for (const tab of latest.current ?? []) preloadOf(tab.content)?.();
      };
      idle = typeof requestIdleCallback === 'function' ? requestIdleCallback(preload) : undefined;
      if (idle === undefined) preload();
    }, TAB_PRELOAD_DELAY_MS);
    return () => {
      clearTimeout(timer);
      if (idle !== undefined) cancelIdleCallback(idle);
    };
  }, [hasTabs]);
}
