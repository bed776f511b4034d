import styled from 'styled-components';
import { shimmer } from '../Skeleton/Skeleton';
import { ChoiceRoot as Root, ChoiceRow as Row, ChoiceText as Text } from './choiceParts';
import type { ChoiceFieldProps } from './ChoiceField';

const IndicatorBone = styled.span<{ $width: string }>`
  ${shimmer}
  flex: none;
  width: ${({ $width }) => $width};
  aspect-ratio: 1;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const TextBone = styled.span`
  ${shimmer}
  display: inline-block;
  width: 10em;
  max-width: 100%;
  height: 0.9em;
  vertical-align: middle;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

/**
 * A choice's loading state in a skeleton screen (control then label, one line): the row a ChoiceField
 * with `indicatorWidth` takes, so the control that replaces it does not move what follows. Decorative.
 */
export function ChoiceFieldSkeleton({ indicatorWidth }: Pick<ChoiceFieldProps, 'indicatorWidth'>) {
  return (
    <Root aria-hidden="true" data-skeleton="">
      <Row as="div" $placement="end" $disabled>
        <IndicatorBone $width={indicatorWidth} />
        {/* The label's own typography around a zero-width space: the line is exactly a label's line. */}
        <Text $disabled>
          <TextBone />
          {'\u200B'}
        </Text>
      </Row>
    </Root>
  );
}
