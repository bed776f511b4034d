import { OverlayAdView } from './OverlayAdView';
import { useOverlayAd, type UseOverlayAdOptions } from './useOverlayAd';

/**
 * The overlay ad before a game starts (and, later, the SDK's ad breaks): renders nothing and calls
 * `onDone({ shown: false })` at once when no ad applies; otherwise the ad until Play is pressed.
 */
export function OverlayAd(props: UseOverlayAdOptions) {
  const { needed, content, remaining, play, networkHost } = useOverlayAd(props);
  if (!needed) return null;
  return <OverlayAdView content={content} remaining={remaining} onPlay={play} networkHost={networkHost} />;
}
