// Jest environment for the integration suite: jest's module sandbox on Node 20 cannot run
// PGlite (its CommonJS build loads Node built-ins with `import()`, which needs
// --experimental-vm-modules). This environment runs outside the sandbox and lends the tests
// Node's own `require` for that one package; see test/helper.ts.
const { TestEnvironment } = require('jest-environment-node');

class NativeModulesEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.__requireNative = (id) => require(id);
  }
}

module.exports = NativeModulesEnvironment;
