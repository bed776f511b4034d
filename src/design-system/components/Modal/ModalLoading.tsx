import styled from 'styled-components';
import { Spinner } from '../Spinner';

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.color.backdrop};
  color: ${({ theme }) => theme.color.text};
`;

/**
 * What stands in for a modal whose code is still loading (a lazily loaded modal opened before its chunk
 * arrived): the backdrop and a spinner where the panel will be, so the click visibly did something.
 */
export function ModalLoading({ label }: { label: string }) {
  return (
    <Layer data-testid="modal-loading">
      <Spinner size="lg" label={label} />
    </Layer>
  );
}
