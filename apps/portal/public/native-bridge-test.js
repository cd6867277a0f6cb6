// The app's side of the bridge for native-bridge-test.html: injects window.PortalNativeBridge into
// the framed portal (same origin) on every load and lists each file message it receives.
(function () {
  var frame = document.getElementById('portal');
  var list = document.getElementById('files');
  window.nativeMessages = [];
  function receive(text) {
    var message = JSON.parse(text);
    window.nativeMessages.push(message);
    var item = document.createElement('li');
    var link = document.createElement('a');
    link.textContent = message.fileName + ' (' + message.mimeType + ', ' + Math.round((message.base64.length * 3) / 4) + ' bytes)';
    link.download = message.fileName;
    link.href = 'data:' + message.mimeType + ';base64,' + message.base64;
    item.appendChild(link);
    list.appendChild(item);
  }
  frame.addEventListener('load', function () {
    frame.contentWindow.PortalNativeBridge = { postMessage: receive };
  });
})();
