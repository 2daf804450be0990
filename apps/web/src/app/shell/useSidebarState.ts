import { useLocalStorage } from '@mantine/hooks';

export type SidebarMode = 'expanded' | 'minified';

/** docs/requirements.md section 4: the sidebar is expanded or minified; the choice survives a reload. */
export function useSidebarMode() {
  const [mode, setMode] = useLocalStorage<SidebarMode>({
    key: 'fd.sidebar',
    defaultValue: 'expanded',
    getInitialValueInEffect: false,
  });
  const toggle = () => setMode((m) => (m === 'minified' ? 'expanded' : 'minified'));
  return { minified: mode === 'minified', toggle };
}
