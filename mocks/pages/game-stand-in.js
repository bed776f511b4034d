// Names the stand-in after the game whose build was asked for: /{slug}/index.html.
const slug = location.pathname.split('/').filter(Boolean)[0] ?? '';
const title = slug
  .split('-')
  .filter(Boolean)
  .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  .join(' ');
if (title) {
  document.title = title;
  document.getElementById('title').textContent = title;
}
