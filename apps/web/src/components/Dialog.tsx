import { Modal, type ModalProps } from '@mantine/core';
import { NARROW_PHONE_QUERY, useMedia } from '../lib/media';

/**
 * The product's dialog: full screen on a phone, its title in bold, its close button named for a
 * screen reader ("Close dialog"). Large by default; a picker of lines asks for more room.
 */
export function Dialog({ size = 'lg', ...props }: ModalProps) {
  const phone = useMedia(NARROW_PHONE_QUERY);
  return (
    <Modal
      size={size}
      fullScreen={Boolean(phone)}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 600 } }}
      {...props}
    />
  );
}
