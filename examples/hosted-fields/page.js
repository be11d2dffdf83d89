// The example shop's page script: the flow of section 4.1. Get a session token from the shop's server,
// initialize the library with it, let the payer type into the frames, collectIframesData(), and when
// onSubmitResult says success let the shop's server call the processing endpoint with the token.
(function () {
  'use strict';
  var status = document.getElementById('status');
  var button = document.getElementById('submit');
  var token = null;
  var show = function (kind, text) { status.className = kind; status.textContent = text; window.exampleStatus = { kind: kind, text: text }; };

  var fields = new HostedFields();
  fields.cardOn = {
    input: function (event) { window.cardValid = event.valid; button.disabled = !event.valid; },
    focus: function () { window.cardFocused = true; },
    blur: function () { window.cardFocused = false; },
  };
  fields.onSubmitResult = function (data) {
    window.lastSubmitResult = data;
    if (data.result !== 'success') {
      show('error', 'Check the card data: ' + data.message);
      button.disabled = false;
      return;
    }
    show('', 'Paying...');
    fetch('/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token: token, name: document.getElementById('name').value }) })
      .then(function (r) { return r.json(); })
      .then(function (answer) {
        window.processingAnswer = answer;
        if (answer.result === 'success') show('success', 'Paid. Payment ' + answer.public_id + '.');
        else if (answer.result === 'decline') show('decline', 'Declined: ' + answer.decline_message);
        else if (answer.result === 'waiting') show('', 'Waiting for the bank: the outcome will come by callback.');
        else if (answer.result === 'redirect') { show('', '3-D Secure...'); location.href = answer.redirect_url; }
        else show('error', 'Could not pay: ' + JSON.stringify(answer.error || answer));
      });
  };

  fetch('/token', { method: 'POST' })
    .then(function (r) { return r.json(); })
    .then(function (answer) {
      if (!answer.token) throw new Error(JSON.stringify(answer.error || answer));
      token = answer.token;
      var style = { input: { 'font-size': '16px', color: '#1a1a1a' }, '::placeholder': { color: '#9aa0a6' } };
      fields.init({
        sessionToken: token,
        fields: {
          card: { id: 'card-number', placeholder: '4111 1111 1111 1111' },
          expiry: { id: 'card-expiry', placeholder: 'MM/YY' },
          cvv: { id: 'card-cvv', placeholder: '123' },
        },
        style: style,
      });
      window.exampleReady = true;
    })
    .catch(function (err) { show('error', 'No session: ' + err.message); });

  // The sandbox's test cards, from the sandbox itself (its card checks module lists them).
  import(window.CHECKOUT_URL + '/sdk/card-checks.mjs')
    .then(function (cards) {
      document.getElementById('test-cards').textContent = 'Sandbox test cards: ' + cards.TEST_CARDS
        .map(function (c) { return c.number.replace(/(\d{4})(?=\d)/g, '$1 ') + ' (' + c.label + ', ' + c.expiry + ')'; })
        .join(', ') + '; CVV 123.';
    })
    .catch(function () {});

  document.getElementById('pay').addEventListener('submit', function (event) {
    event.preventDefault();
    button.disabled = true;
    show('', 'Saving the card...');
    fields.collectIframesData();
  });
})();
