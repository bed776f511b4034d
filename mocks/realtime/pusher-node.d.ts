// pusher-js's Node build has no declaration of its own; it is the same class as the package entry.
// Used by node-server.echo.test.ts (the real client over a real socket).
declare module 'pusher-js/dist/node/pusher.js' {
  import Pusher from 'pusher-js';

  export default Pusher;
}
