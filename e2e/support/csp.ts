import { expect, type Page, type Response } from '@playwright/test';

/**
 * Collects the Content-Security-Policy violations (from every frame) and the page errors of a page
 * (docs/security.md "Headers"). The policy is enforced as for any visitor: `bypassCSP` is off.
 */
export async function watchPolicy(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('__cspViolation', (line: string) => problems.push(line));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __cspViolation?: (line: string) => void }).__cspViolation;
        report?.(
          `${location.href}: ${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ` +
            `at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
        );
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/content[- ]security[- ]policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

/** The document's policy is there and allows no inline script or eval by keyword. */
export function expectPolicy(response: Response | null) {
  const policy = response?.headers()['content-security-policy'] ?? '';
  const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
  expect(scripts).toMatch(/^'self'/);
  expect(scripts).not.toMatch(/'unsafe-(inline|eval)'/);
  expect(policy).toMatch(/frame-ancestors 'self'/);
}
