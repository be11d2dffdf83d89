// The Hosted Payment Fields browser library (section 4.1 of the interface document), as the sandbox serves it
// at {checkout_url}/sdk/hosted-fields.js. Its surface is the contract's: generated/hosted-fields/hosted-fields.d.ts.
//
//   var fields = new HostedFields();
//   fields.onSubmitResult = function (data) { ... };            // data.result 'success' | 'undefined', data.message
//   fields.cardOn = { input: function (e) { e.valid }, focus: ..., blur: ... };
//   fields.init({ sessionToken, fields: { card: { id, placeholder, style }, expiry: {...}, cvv: {...} }, style });
//   ... the payer types into the frames ...
//   fields.collectIframesData();                                 // then the merchant's server calls processing
//
// Each input is an iframe served from the sandbox's origin (/sdk/frame). The card number, expiry and CVV stay
// in those frames: each frame sends its own value to the sandbox (same origin), and this page only ever
// receives events (input with `valid`, focus, blur, the submit result) by postMessage, each checked against
// the sandbox's origin and the frame it came from; messages to a frame name the sandbox's origin as target.
// Sandbox choices where the source is silent: cardOn reports the card number input (its name says so); the
// focus and blur events carry { field }; init and collectIframesData return undefined; a call before init, or
// a config without a token or a container, throws an Error saying what is missing.
(function () {
  'use strict';
  var script = document.currentScript;
  var SDK_ORIGIN = new URL(script && script.src ? script.src : location.href).origin;
  var FIELDS = ['card', 'expiry', 'cvv'];

  function HostedFields() {
    this.onSubmitResult = undefined;
    this.cardOn = undefined;
    this._frames = {};
    this._ready = {};
    this._queue = [];
    this._collecting = null;
    this._listener = null;
  }

  HostedFields.prototype.init = function (config) {
    if (!config || typeof config !== 'object') throw new Error('HostedFields.init(config): config must be an object');
    if (typeof config.sessionToken !== 'string' || !config.sessionToken) throw new Error('HostedFields.init(config): config.sessionToken must be the session token from POST /api/v1/session/token');
    if (!config.fields || typeof config.fields !== 'object') throw new Error('HostedFields.init(config): config.fields must name the card, expiry and cvv inputs');
    var self = this;
    if (this._listener) window.removeEventListener('message', this._listener);
    this._listener = function (event) { self._receive(event); };
    window.addEventListener('message', this._listener);
    FIELDS.forEach(function (field) {
      var options = config.fields[field];
      if (!options || typeof options.id !== 'string') throw new Error('HostedFields.init(config): config.fields.' + field + '.id must be the id of its container element');
      var container = document.getElementById(options.id);
      if (!container) throw new Error('HostedFields.init(config): no element has the id "' + options.id + '" (config.fields.' + field + '.id)');
      var style = mergeStyles(config.style, options.style);
      var query = new URLSearchParams({ field: field, token: config.sessionToken, origin: location.origin, placeholder: options.placeholder == null ? '' : String(options.placeholder), style: JSON.stringify(style) });
      var frame = document.createElement('iframe');
      frame.src = SDK_ORIGIN + '/sdk/frame?' + query.toString();
      frame.name = 'hosted-fields-' + field;
      frame.title = field === 'card' ? 'Card number' : field === 'expiry' ? 'Expiry date' : 'Security code';
      frame.setAttribute('scrolling', 'no');
      frame.style.cssText = 'border:0;width:100%;height:44px;display:block;overflow:hidden;';
      while (container.firstChild) container.removeChild(container.firstChild);
      container.appendChild(frame);
      self._frames[field] = frame;
      self._ready[field] = false;
    });
    return undefined;
  };

  HostedFields.prototype.collectIframesData = function () {
    if (!this._frames.card) throw new Error('HostedFields.collectIframesData(): call init(config) first');
    this._collecting = { stored: {} };
    var self = this;
    FIELDS.forEach(function (field) { self._send(field, { type: 'collect' }); });
    return undefined;
  };

  // A message to a frame: queued until the frame says it is ready, then posted to the sandbox's origin only.
  HostedFields.prototype._send = function (field, message) {
    if (!this._ready[field]) {
      this._queue.push([field, message]);
      return;
    }
    this._frames[field].contentWindow.postMessage(message, SDK_ORIGIN);
  };

  HostedFields.prototype._receive = function (event) {
    if (event.origin !== SDK_ORIGIN) return;
    var field = null;
    for (var i = 0; i < FIELDS.length; i++) if (this._frames[FIELDS[i]] && event.source === this._frames[FIELDS[i]].contentWindow) field = FIELDS[i];
    var data = event.data;
    if (!field || !data || typeof data !== 'object' || typeof data.type !== 'string') return;
    var on = this.cardOn || {};
    if (data.type === 'ready') {
      this._ready[field] = true;
      var waiting = this._queue.filter(function (q) { return q[0] === field; });
      this._queue = this._queue.filter(function (q) { return q[0] !== field; });
      for (var j = 0; j < waiting.length; j++) this._send(field, waiting[j][1]);
    } else if (data.type === 'input') {
      if (field === 'card' && typeof on.input === 'function') on.input({ valid: data.valid === true });
      // The CVV's length depends on the card's brand, which only the card frame knows: passed on, nothing else.
      if (field === 'card') this._send('cvv', { type: 'brand', brand: typeof data.brand === 'string' ? data.brand : null });
    } else if (data.type === 'focus' || data.type === 'blur') {
      if (field === 'card' && typeof on[data.type] === 'function') on[data.type]({ field: field });
    } else if (data.type === 'stored' && this._collecting) {
      this._collecting.stored[field] = true;
      if (FIELDS.every((f) => this._collecting.stored[f])) {
        this._collecting = null;
        this._send('card', { type: 'submit' });
      }
    } else if (data.type === 'result' && field === 'card') {
      if (typeof this.onSubmitResult === 'function') {
        this.onSubmitResult({ result: data.result === 'success' ? 'success' : 'undefined', message: typeof data.message === 'string' ? data.message : '' });
      }
    }
  };

  function mergeStyles(general, own) {
    var out = {};
    [general, own].forEach(function (style) {
      if (!style || typeof style !== 'object') return;
      Object.keys(style).forEach(function (selector) {
        var props = style[selector];
        if (!props || typeof props !== 'object') return;
        out[selector] = Object.assign({}, out[selector], props);
      });
    });
    return out;
  }

  window.HostedFields = HostedFields;
})();
