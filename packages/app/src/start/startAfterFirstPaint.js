// Starts the app once a server-rendered page has painted its content. The build moves the app's
// scripts into the inert <template id="app-scripts">, so nothing fetches them while the rendered
// page loads; a copy put into the head then runs them (a template's own script elements never run).
(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const scripts = document.getElementById('app-scripts');
    if (scripts instanceof HTMLTemplateElement)
      document.head.append(scripts.content.cloneNode(true));
  };
  // A page rendered in the browser only has nothing to paint before its scripts; a hidden tab paints
  // nothing, and a browser without paint timing would never say it had.
  if (
    !document.getElementById('root')?.hasChildNodes() ||
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    start();
    return;
  }
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // A page that never paints content must still start.
  setTimeout(start, 3000);
})();
