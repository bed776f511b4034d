import styled from 'styled-components';

/** The overlay stories' stand-in for the game's 16:9 stage, which the overlay covers. */
export const StoryStage = styled.div`
  display: grid;
  width: 100%;
  max-width: 800px;
  min-height: 450px;
  margin-inline: auto;
`;
