import { IconMapPinOff } from '@tabler/icons-react';
import { StatusScreen } from '../../components/StatusScreen';
import { useDocumentTitle } from '../RouteScreen';

export function NotFoundScreen() {
  useDocumentTitle('Page not found');
  return (
    <StatusScreen code="404" title="Page not found" icon={<IconMapPinOff size={38} aria-hidden />} color="gray">
      We could not find anything at this address. It may have moved, or the link may be mistyped.
    </StatusScreen>
  );
}
