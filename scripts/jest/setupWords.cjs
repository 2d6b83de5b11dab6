/* global afterEach, beforeAll */
// Words are declared per namespace with one lazy loader per language (`declareNamespace` of
// @dis/shared) and a component suspends until its namespace is in. Tests render synchronously, so
// before each file's tests run, the words of every namespace its modules declared are loaded in
// the current language (a language switch in a test loads the other one, as in the browser).
beforeAll(async () => {
  let shared;
  try {
    shared = require('@dis/shared');
  } catch {
    return;
  }
  if (typeof shared.loadDeclaredNamespaces === 'function') await shared.loadDeclaredNamespaces();
});

// Under a loaded machine (two jest workers on two cores) antd pages take seconds to settle: the
// `findBy…`/`waitFor` queries wait up to 10 s instead of Testing Library's 1 s before they fail.
try {
  require('@testing-library/react').configure({ asyncUtilTimeout: 10000 });
} catch {
  // a project without Testing Library
}

// The console's one query cache (`@dis/shared/query`) lives as long as the browser's page: each
// test starts with an empty one, as a fresh page does.
afterEach(() => {
  let query;
  try {
    query = require('@dis/shared/query');
  } catch {
    return;
  }
  if (typeof query.resetQueryClient === 'function') query.resetQueryClient();
});
