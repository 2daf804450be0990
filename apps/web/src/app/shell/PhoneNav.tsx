import { Drawer } from '@mantine/core';
import '@mantine/core/styles/Drawer.css';
import { BrandMark } from '../../components/BrandMark';
import { SidebarNav } from './SidebarNav';

/** The sidebar as a drawer at phone width; loaded only when a phone user first opens it. */
export default function PhoneNav({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={280}
      padding={0}
      title={<BrandMark />}
      closeButtonProps={{ 'aria-label': 'Close navigation' }}
      styles={{ header: { paddingInline: 16 } }}
    >
      <nav aria-label="Main navigation">
        <SidebarNav minified={false} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
