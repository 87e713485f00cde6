import { useId, useState, type MouseEvent } from 'react';

/**
 * The state and wiring of a button that opens a menu: spread `triggerProps` on the button and
 * `menuProps` on MUI's Menu. The ARIA attributes tell a screen reader what the button opens.
 */
export function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return {
    close,
    /** Closes the menu, then runs the chosen item's action. */
    choose: (action: () => void) => () => {
      close();
      action();
    },
    triggerProps: {
      'aria-haspopup': 'menu' as const,
      'aria-controls': anchor ? id : undefined,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
    },
    menuProps: {
      id,
      anchorEl: anchor,
      open: anchor !== null,
      onClose: close,
      anchorOrigin: { vertical: 'bottom', horizontal: 'right' } as const,
      transformOrigin: { vertical: 'top', horizontal: 'right' } as const,
    },
  };
}
