// Async boundary: shared singletons are negotiated before any app code runs. One turn of the
// event loop first: the federation runtime's start and the loading of the app are two short tasks
// instead of one long one (docs/site/speed.md).
setTimeout(() => void import('./bootstrap'), 0);
