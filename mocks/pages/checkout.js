// The demo's payment checkout (/__mock/checkout?order=<purchase uuid>[&amount=<coins>&price=<USD>]).
// It plays the payment provider: Pay or Cancel sends the browser back to Orbital, and the demo entry
// completes the pending mock purchase from the mock_* parameters before the app renders
// (mocks/sandbox/mockReturns.ts): coins are credited and balance.updated is published.
(() => {
  const params = new URLSearchParams(window.location.search);
  const order = params.get('order') ?? '';
  const amount = params.get('amount');
  const price = params.get('price');
  const problem = document.getElementById('problem');
  const pay = document.getElementById('pay');
  const cancel = document.getElementById('cancel');

  document.getElementById('order').textContent = order || '(none)';
  if (amount && /^\d{1,7}$/.test(amount)) document.getElementById('item').textContent = `${amount} Orbital coins`;
  if (price && /^\d{1,6}(\.\d{1,2})?$/.test(price)) document.getElementById('price').textContent = `$${Number(price).toFixed(2)}`;

  if (!/^[0-9a-f-]{8,64}$/i.test(order)) {
    problem.textContent = 'This payment link has no order. Start the purchase again from the Orbital shop.';
    problem.hidden = false;
    pay.disabled = true;
  }

  const back = (path, result) => {
    pay.disabled = true;
    cancel.disabled = true;
    const target = new URLSearchParams({ mock_checkout: order, mock_result: result });
    window.location.replace(`${path}?${target}`);
  };
  pay.addEventListener('click', () => back('/market/coins/success', 'paid'));
  cancel.addEventListener('click', () => (order ? back('/market', 'cancelled') : window.location.replace('/market')));
})();
