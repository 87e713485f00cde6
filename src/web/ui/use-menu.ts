import { useId, useState, type MouseEvent } from 'react';

/**
 * The state and wiring of a button that opens a menu: spread `triggerProps` on the button and
 * `menuProps` on MUI's Menu. The ARIA attributes tell a screen reader what the button opens.
 * `opened` turns true at the first opening and stays so: a menu whose code loads on demand
 * renders from then on.
 */
export function useMenu() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const id = useId();
  const close = () => setAnchor(null);
  return {
    close,
    opened,
    /** Closes the menu, then runs the chosen item's action. */
    choose: (action: () => void) => () => {
      close();
      action();
    },
    triggerProps: {
      'aria-haspopup': 'menu' as const,
      'aria-controls': anchor ? id : undefined,
      'aria-expanded': anchor ? ('true' as const) : undefined,
      onClick: (event: MouseEvent<HTMLElement>) => {
        setOpened(true);
        setAnchor(event.currentTarget);
      },
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
