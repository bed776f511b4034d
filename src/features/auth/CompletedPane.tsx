import styled from 'styled-components';
import { useNavigate } from 'react-router';
import { config } from '@/config';
import { Button } from '@/design-system';
import { closeAuthModal } from '@/lib/authModal';
import { format } from '@/lib/strings';
import { PaneBody, PaneText } from './parts';
import { authStrings } from './strings';

const Actions = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
`;

/** Where the completed pane's buttons go (spec §2: Home, Games, Account). */
export const COMPLETED_TARGETS = { home: '/', games: '/arcade/games', account: '/account/home' } as const;

/** The completed pane after registering (spec §2 Shell): a Welcome message with Home, Games and Account. */
export function CompletedPane() {
  const navigate = useNavigate();
  const s = authStrings.completed;
  const go = (to: string) => {
    closeAuthModal();
    void navigate(to);
  };
  return (
    <PaneBody>
      <PaneText>{format(s.message, { product: config.productName })}</PaneText>
      <Actions>
        <Button variant="secondary" onClick={() => go(COMPLETED_TARGETS.home)}>
          {s.home}
        </Button>
        <Button variant="secondary" onClick={() => go(COMPLETED_TARGETS.games)}>
          {s.games}
        </Button>
        <Button onClick={() => go(COMPLETED_TARGETS.account)}>{s.account}</Button>
      </Actions>
    </PaneBody>
  );
}
