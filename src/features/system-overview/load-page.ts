// The system overview's page, fetched in two steps: the '/' route imports only this small module when a system
// administrator arrives, so the route's own chunk — which every signed-in device loads, students' included — does not
// carry the list of the page's chunks (and its charts') to preload.
export const loadSystemOverviewPage = () => import('./components/system-overview-page.tsx').then((m) => ({ default: m.SystemOverviewPage }));
