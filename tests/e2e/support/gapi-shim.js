/*
 * Test double for Google's gapi loader (https://apis.google.com/js/api.js), which the firebase SDK and the Auth
 * emulator's helper iframe load for popup sign-in. These machines cannot reach Google, so the browser tests serve
 * this instead: just enough of gapi.iframes (open, getParentIframe, register, send, ping) over postMessage for the
 * emulator's real popup flow to run end to end.
 */
(function () {
  var handlers = {};
  var waiting = {};
  var callbacks = {};
  var seq = 0;

  function channel(target) {
    return {
      register: function (type, handler) {
        handlers[type] = handler;
        (waiting[type] || []).forEach(function (answer) {
          answer(handler);
        });
        delete waiting[type];
      },
      send: function (type, data, callback) {
        var id = 'shim-' + ++seq + '-' + Math.random();
        callbacks[id] = callback;
        target.postMessage({ gapiShim: 'request', id: id, type: type, data: data }, '*');
      },
      restyle: function () {
        return Promise.resolve();
      },
      ping: function (callback) {
        return Promise.resolve().then(callback);
      },
    };
  }

  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || !message.gapiShim) return;
    if (message.gapiShim === 'request') {
      var answer = function (handler) {
        event.source.postMessage({ gapiShim: 'response', id: message.id, result: [handler(message.data)] }, '*');
      };
      // Like gapi, hold a message until its handler is registered.
      if (handlers[message.type]) answer(handlers[message.type]);
      else (waiting[message.type] = waiting[message.type] || []).push(answer);
    } else if (message.gapiShim === 'response' && callbacks[message.id]) {
      var callback = callbacks[message.id];
      delete callbacks[message.id];
      // The SDK throws from inside some callbacks (after reading the answer); gapi swallows that, and so do we.
      try {
        callback(message.result);
      } catch {
        // swallowed, as gapi does
      }
    }
  });

  var context = {
    open: function (options, ready) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (name) {
        if (name === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(name, attributes[name]);
      });
      var loaded = new Promise(function (resolve) {
        frame.addEventListener('load', resolve);
      });
      frame.src = options.url;
      options.where.appendChild(frame);
      var iframe = channel(frame.contentWindow);
      iframe.ping = function (callback) {
        return loaded.then(callback);
      };
      return ready(iframe);
    },
    getParentIframe: function () {
      return channel(window.parent);
    },
  };

  window.gapi = {
    load: function (_name, options) {
      setTimeout(options.callback);
    },
    iframes: {
      getContext: function () {
        return context;
      },
      Iframe: function () {},
      CROSS_ORIGIN_IFRAMES_FILTER: function () {
        return true;
      },
    },
  };

  var onload = document.currentScript && new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') setTimeout(window[onload]);
  if (typeof window.gapi_onload === 'function') setTimeout(window.gapi_onload);
})();
