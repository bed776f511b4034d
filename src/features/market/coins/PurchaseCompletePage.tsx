import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/design-system';
import { keys } from '@/api/keys';
import { TokenStatus } from '@/features/auth/token/TokenStatus';
import { usePageMeta } from '@/lib/usePageMeta';
import { marketStrings } from '../strings';

const s = marketStrings.success;

/**
 * /market/coins/success (spec §2: 'Purchase Complete', 'Go to Dashboard'): where the payment page sends
 * the player back after paying. The coins are credited by the provider's own call to the API, which the
 * header hears as `balance.updated`; the session is fetched again here too, so the balance is right even
 * when that event came before the page (or there is no live connection).
 */
export function PurchaseCompletePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  usePageMeta({ title: s.title, noindex: true });
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: keys.auth.status() });
  }, [queryClient]);

  return (
    <TokenStatus
      state="success"
      title={s.title}
      message={s.message}
      data-testid="purchase-complete"
      actions={
        <>
          <Button variant="primary" iconStart="dashboard" onClick={() => void navigate('/account/home')}>
            {s.dashboard}
          </Button>
          <Button variant="secondary" onClick={() => void navigate('/market')}>
            {s.backToShop}
          </Button>
        </>
      }
    />
  );
}
