import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { shimmer } from '../Skeleton/Skeleton';
import { LabelText, Root } from './fieldParts';

const Bone = styled.span`
  ${shimmer}
  display: inline-block;
  border-radius: ${({ theme }) => theme.radius.sm};
`;

const LabelBone = styled(Bone)`
  width: 6em;
  height: 0.9em;
  align-self: center;
`;

const ControlBone = styled(Bone)`
  display: block;
  height: ${({ theme }) => theme.size.control.md};
  border-radius: ${({ theme }) => theme.radius.md};
`;

/**
 * A field's loading state in a skeleton screen: its label's line and a medium control, the size of a
 * Field with a label and no hint, so the field that replaces it does not move what follows. Decorative.
 */
export function FieldSkeleton(props: Omit<HTMLAttributes<HTMLDivElement>, 'children'>) {
  return (
    <Root aria-hidden="true" data-skeleton="" {...props}>
      {/* The label's own typography around a zero-width space: the line is exactly a label's line. */}
      <LabelText as="span" $disabled>
        <LabelBone />
        {'\u200B'}
      </LabelText>
      <ControlBone />
    </Root>
  );
}
