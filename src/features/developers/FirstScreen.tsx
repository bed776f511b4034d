import styled from 'styled-components';
import { EarlyImageSkeleton, EarlyText, PageTitle, Skeleton } from '@/design-system';
import { PageSkeleton } from '@/lib/PageSkeleton';
import { Description, Identity, Logo, Meta, MetaFact, Names, Profile, Stat, Stats } from './components/profileLayout';
import { developerStrings } from './strings';

/** The profile hero's `sizes`: the content column is at most 1280 px wide. */
export const DEVELOPER_HERO_SIZES = '(min-width: 1280px) 1280px, 100vw';

/*
 * A number's bone in the line of a zero-width space: the line is exactly the number's. `&&`: these rules
 * live in the prerendered stylesheet, and Skeleton's own `display: block`, added to the app's stylesheet
 * (later in the document) when the app first draws a skeleton, would otherwise win: the bone went on a
 * line of its own and pushed the description down 25 px until the page replaced it (CLS 0.008–0.020 at
 * 412 px).
 */
const NumberBone = styled(Skeleton)`
  && {
    display: inline-block;
    width: 3ch;
    vertical-align: middle;
  }
`;

/**
 * A developer's first screen before the app has taken over (the route's hydrate fallback, prerendered, ADR
 * 0012): the profile header as the page lays it out. The early-data script fills its hero, logo, name and
 * description from the profile's answer, so the description (on a phone the first screen's largest
 * element) paints before the app; the joined date and the numbers, which the app formats, wait for it.
 */
export function DeveloperFirstScreen() {
  return (
    <PageSkeleton
      page={
        <Profile as="div">
          <EarlyImageSkeleton from="developer.hero" aspectRatio="16 / 5" radius="lg" variants sizes={DEVELOPER_HERO_SIZES} />
          <Identity>
            <Logo>
              <EarlyImageSkeleton from="developer.logo" aspectRatio="1" radius="lg" />
            </Logo>
            <Names>
              <PageTitle>
                <EarlyText as="span" from="developer.name" />
                {'\u200B'}
              </PageTitle>
              <Meta>
                <MetaFact>
                  <Skeleton shape="text" width="12rem" />
                </MetaFact>
              </Meta>
            </Names>
          </Identity>
          <Stats>
            {[developerStrings.games, developerStrings.views].map((label) => (
              <Stat key={label}>
                <dt>{label}</dt>
                <dd>
                  <NumberBone height="0.9em" />
                  {'\u200B'}
                </dd>
              </Stat>
            ))}
          </Stats>
          <Description as={EarlyText} from="developer.description" lines={3} />
        </Profile>
      }
    />
  );
}
