/** The script-tag build (dist/orbital.js, served at /sdk/v1/orbital.js): `window.Orbital`, with `Orbital.init()`. */
import { Orbital } from './index.js';

export default Orbital;
