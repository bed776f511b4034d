import { keyframes } from 'styled-components';

/*
 * The fade every CSS-animated component shares (the reduced-motion version of its entrance and exit):
 * `fadeIn` from transparent, `fadeOut` to transparent, each with animation-fill-mode both.
 */
export const fadeIn = keyframes`from { opacity: 0; }`;
export const fadeOut = keyframes`to { opacity: 0; }`;
