import 'styled-components';
import type { OrbitalTheme } from './theme';

declare module 'styled-components' {
  // Interface merging is how styled-components types its theme.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends OrbitalTheme {}
}
