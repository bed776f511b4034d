// The demo's social-provider consent page (/__mock/social/{provider}?state=<login token>).
// It plays the provider: the user agrees (as one of the demo accounts, or as a provider account without an
// Orbital account) or cancels, and the browser goes back to Orbital's status page. In the demo the demo
// entry completes the pending mock login from the mock_* parameters before the app renders
// (mocks/sandbox/mockReturns.ts); served by the HTTP mock API, the page goes through its consent route,
// which completes it server-side. Either way the status page then asks the mock API as usual and tells
// the opener over the 'orbital-auth' BroadcastChannel (Decision 15).
(() => {
  const providers = {
    google: { name: 'Google', mark: 'G', color: '#1a73e8' },
    facebook: { name: 'Facebook', mark: 'f', color: '#1877f2' },
    steam: { name: 'Steam', mark: 'S', color: '#1b2838' },
  };
  const provider = window.location.pathname.split('/').filter(Boolean)[2] ?? '';
  const info = providers[provider];
  const params = new URLSearchParams(window.location.search);
  const state = params.get('state') ?? params.get('token') ?? '';
  const buttons = Array.from(document.querySelectorAll('button'));
  const problem = document.getElementById('problem');

  if (info) {
    document.getElementById('provider-name').textContent = info.name;
    const mark = document.getElementById('mark');
    mark.textContent = info.mark;
    mark.style.background = info.color;
    document.title = `Sign in - ${info.name} (demo)`;
  }

  const fail = (message) => {
    problem.textContent = message;
    problem.hidden = false;
    for (const button of buttons) button.disabled = true;
  };
  if (!info) return fail('This provider is unknown. Start the login again from Orbital.');
  if (!/^[\w-]{8,200}$/.test(state)) return fail('This sign-in link is incomplete: it has no login state. Start the login again from Orbital.');

  // Served by the HTTP mock API (`npm run mock-api`), the page carries the app's origin to return to: the
  // mock API completes the login itself, then sends the browser there (mocks/server.ts).
  const returnTo = params.get('return_to');
  const back = (result, persona) => {
    if (returnTo) {
      const answer = new URLSearchParams({ state, result, return_to: returnTo });
      if (persona) answer.set('persona', persona);
      window.location.replace(`/__mock/social/${provider}/complete?${answer}`);
      return;
    }
    const target = new URLSearchParams({ provider, mock_social: state, mock_result: result });
    if (persona) target.set('mock_persona', persona);
    window.location.replace(`/auth/social/status?${target}`);
  };
  for (const button of buttons) {
    if (button.dataset.persona) button.addEventListener('click', () => back('approved', button.dataset.persona));
  }
  document.getElementById('new-account').addEventListener('click', () => back('new'));
  document.getElementById('cancel').addEventListener('click', () => back('denied'));
})();
