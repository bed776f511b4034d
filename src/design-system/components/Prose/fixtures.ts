/** Rich HTML as the API sends it (articles, announcements, legal pages). */
export const richHtml = `
<p>Orbital brings <strong>browser-native VR</strong> to every headset. Read the <a href="https://example.com/docs">docs</a> or jump straight in.</p>
<h2>What is new</h2>
<ul><li>Hand tracking in every lobby</li><li>Spatial audio, on by default</li></ul>
<h3>Under the hood</h3>
<ol><li>Load the scene</li><li>Enter VR with <code>navigator.xr</code></li></ol>
<pre><code>const session = await navigator.xr.requestSession('immersive-vr');</code></pre>
<blockquote>The best VR is the one you do not have to install.</blockquote>
<hr>
<table><thead><tr><th>Headset</th><th>Status</th></tr></thead><tbody><tr><td>Quest 3</td><td>Supported</td></tr></tbody></table>
`;

/** Everything the sanitiser must remove: scripts, handlers, javascript: URLs, inline styles, forms. */
export const hostileHtml = `
<p data-testid="kept">Safe text survives.</p>
<script>window.prosePwned = true;</script>
<img src="x" onerror="window.prosePwned = true" alt="">
<a href="javascript:window.prosePwned = true">Click me</a>
<p onclick="window.prosePwned = true" style="position:fixed;inset:0">Handler paragraph</p>
<form action="https://evil.example"><input name="password"></form>
<iframe src="javascript:alert(1)"></iframe>
`;
