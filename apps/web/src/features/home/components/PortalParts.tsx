import type { PortalAnswer } from '@freightdesk/contracts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconBuildingWarehouse, IconFileInvoice, IconForklift, IconTruckDelivery } from '@tabler/icons-react';
import { Link } from 'react-router';
import { filteredListAddress } from '../../../components/dataGrid/filters';
import { formatDate, today } from '../../../lib/dates';
import { formatCount, formatMoney, formatNumber } from '../../../lib/numbers';
import classes from './ClientPortal.module.css';
import { CardPart, facts, MoreLink, Nothing, PortalCard, PortalStatusBadge, RecordEntry } from './PortalCard';

const plural = (n: number, one: string, many: string) => `${formatCount(n)} ${n === 1 ? one : many}`;

/** Alerts and advance notices not yet received, and shipments on the way. */
export function IncomingCard({ incoming }: { incoming: NonNullable<PortalAnswer['incoming']> }) {
  const { alerts, alertsTotal, shipments, shipmentsTotal } = incoming;
  return (
    <PortalCard id="incoming" title="Incoming" icon={IconTruckDelivery}>
      <CardPart title="Expected at the warehouse">
        {alerts.length ? (
          <ul className={classes.list}>
            {alerts.map((a) => (
              <RecordEntry
                key={a.id}
                to={`/receiving-alerts/${a.id}`}
                number={a.number}
                badges={
                  <>
                    {a.advanceNotice && (
                      <Badge variant="light" color="gray" c="dark.8" tt="none" fw={500}>
                        Your notice
                      </Badge>
                    )}
                    <PortalStatusBadge status={a.status} />
                  </>
                }
                detail={facts(
                  a.expectedDate ? `Expected ${formatDate(a.expectedDate)}` : 'No date yet',
                  plural(a.lines, 'line', 'lines'),
                  a.projectNumber,
                )}
              />
            ))}
          </ul>
        ) : (
          <Nothing>No alerts or advance notices expected.</Nothing>
        )}
        <MoreLink shown={alerts.length} total={alertsTotal} what="alerts" to="/receiving-alerts" />
      </CardPart>
      {shipments && (
        <CardPart title="On the way">
          {shipments.length ? (
            <ul className={classes.list}>
              {shipments.map((s) => (
                <RecordEntry
                  key={s.id}
                  to={`/shipments/${s.id}`}
                  number={s.number}
                  badges={<PortalStatusBadge status={s.status} />}
                  detail={facts(
                    s.expectedDate && `Expected ${formatDate(s.expectedDate)}`,
                    s.carrierName,
                    s.projectNumber,
                  )}
                />
              ))}
            </ul>
          ) : (
            <Nothing>Nothing on the way.</Nothing>
          )}
          <MoreLink shown={shipments.length} total={shipmentsTotal} what="shipments" to="/shipments" />
        </CardPart>
      )}
    </PortalCard>
  );
}

/** What the warehouse holds for them now. */
export function OnHandCard({ onHand }: { onHand: NonNullable<PortalAnswer['onHand']> }) {
  return (
    <PortalCard id="on-hand" title="On hand" icon={IconBuildingWarehouse}>
      {onHand.items ? (
        <>
          <div>
            <Text className={classes.figure}>{formatNumber(onHand.quantity)}</Text>
            <Text size="sm" c="dimmed">
              units on hand
            </Text>
          </div>
          <dl className={classes.figures}>
            {[
              { label: 'Items', value: formatCount(onHand.items) },
              { label: 'Pieces', value: formatCount(onHand.pieces) },
              { label: 'Projects', value: formatCount(onHand.projects) },
            ].map((f) => (
              <div key={f.label}>
                <Text component="dt" size="xs" c="dimmed" fw={500}>
                  {f.label}
                </Text>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <Nothing>Nothing on hand right now.</Nothing>
      )}
      <Anchor component={Link} to="/inventory" size="sm">
        See your inventory
      </Anchor>
    </PortalCard>
  );
}

/** Releases asked for and not yet delivered, and those delivered in the last 30 days. */
export function ReleasesCard({ releases }: { releases: NonNullable<PortalAnswer['releases']> }) {
  const { open, openTotal, delivered, deliveredTotal } = releases;
  return (
    <PortalCard id="releases" title="Releases" icon={IconForklift}>
      <CardPart title="Asked for">
        {open.length ? (
          <ul className={classes.list}>
            {open.map((t) => (
              <RecordEntry
                key={t.id}
                to={`/pick-tickets/${t.id}`}
                number={t.number}
                badges={<PortalStatusBadge status={t.status} />}
                detail={facts(t.requestedDate && `Requested ${formatDate(t.requestedDate)}`, t.projectNumber)}
              />
            ))}
          </ul>
        ) : (
          <Nothing>No release waiting.</Nothing>
        )}
        <MoreLink shown={open.length} total={openTotal} what="releases" to="/pick-tickets" />
      </CardPart>
      <CardPart title="Delivered in the last 30 days">
        {delivered.length ? (
          <ul className={classes.list}>
            {delivered.map((t) => (
              <RecordEntry
                key={t.id}
                to={`/pick-tickets/${t.id}`}
                number={t.number}
                detail={facts(`Delivered ${formatDate(t.deliveredAt)}`, t.projectNumber)}
              />
            ))}
          </ul>
        ) : (
          <Nothing>Nothing delivered in the last 30 days.</Nothing>
        )}
        <MoreLink
          shown={delivered.length}
          total={deliveredTotal}
          what="deliveries"
          to={filteredListAddress('/pick-tickets', { status: 'Delivered' })}
        />
      </CardPart>
    </PortalCard>
  );
}

/** Invoices billed to them with something owed, and what they owe in all. */
export function InvoicesCard({ invoices }: { invoices: NonNullable<PortalAnswer['invoices']> }) {
  const now = today();
  return (
    <PortalCard id="invoices" title="Open invoices" icon={IconFileInvoice}>
      {invoices.openTotal ? (
        <>
          <div>
            <Text className={classes.figure}>{formatMoney(invoices.balance)}</Text>
            <Text size="sm" c="dimmed">
              owed on {plural(invoices.openTotal, 'open invoice', 'open invoices')}
            </Text>
          </div>
          <ul className={classes.list}>
            {invoices.open.map((i) => {
              const overdue = i.dueDate < now;
              return (
                <li key={i.id}>
                  <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
                    <div>
                      <Anchor component={Link} to={`/invoices/${i.id}`} fw={600}>
                        {i.number}
                      </Anchor>
                      <Text size="sm" c={overdue ? 'red.9' : 'dimmed'} fw={overdue ? 600 : undefined}>
                        {overdue ? `Overdue since ${formatDate(i.dueDate)}` : `Due ${formatDate(i.dueDate)}`}
                      </Text>
                    </div>
                    <Text fw={600} className={classes.amount}>
                      {formatMoney(i.balance)}
                    </Text>
                  </Group>
                </li>
              );
            })}
          </ul>
          <MoreLink
            shown={invoices.open.length}
            total={invoices.openTotal}
            what="open invoices"
            to={filteredListAddress('/invoices', { open: 'true' })}
          />
        </>
      ) : (
        <Nothing>Nothing owed: no invoice is open.</Nothing>
      )}
    </PortalCard>
  );
}
