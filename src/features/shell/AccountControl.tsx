import styled from 'styled-components';
import { Button } from '@/design-system';
import { preloadAuthModal } from '@/features/auth/LazyAuthModal';
import { openAuthModal } from '@/lib/authModal';
import { commonStrings } from '@/lib/strings/common';

/* Phones: the user icon alone (its name stays LOGIN), so a visitor's header fits 320 px (issue 14). */
const LoginLabel = styled.span`
  @media (width < ${({ theme }) => theme.breakpoints.sm}px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** LOGIN for visitors (opens the auth modal's login pane). */
export function LoginButton() {
  return (
    <Button
      variant="primary"
      size="md"
      iconStart="user"
      // Intent: the auth panes load while the pointer is on its way, so the modal opens complete.
      onPointerEnter={preloadAuthModal}
      onFocus={preloadAuthModal}
      onClick={() => openAuthModal('login')}
    >
      <LoginLabel>{commonStrings.shell.login}</LoginLabel>
    </Button>
  );
}
