// The README's Deploy section is a first deploy read top to bottom: near the top, naming each step
// a first deploy needs, and linking only to files that exist in the repository.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8').split('\n');
const start = readme.indexOf('## Deploy');
const end = readme.findIndex((line, index) => index > start && line.startsWith('## '));
const deploy = readme.slice(start, end).join('\n');

describe("the README's Deploy section", () => {
  it('ends within the first 120 lines', () => {
    expect(start).toBeGreaterThan(0);
    expect(end).toBeLessThanOrEqual(120);
  });

  it('names each step of a first deploy', () => {
    for (const step of [
      '/__/firebase/init.json',
      'functions/.env.<project-id>',
      'functions:secrets:set NEWSLETTER_TOKEN_SECRET',
      'SMTP_CONNECTION_URI',
      'functions:secrets:set SMTP_PASSWORD',
      'SPF, DKIM and DMARC',
      'npm run deploy:check -- --project',
      'npx firebase deploy --project',
      'npm run content:import -- --project',
      'npm run backups:schedule -- --project',
      '/api/health',
    ]) {
      expect(deploy).toContain(step);
    }
  });

  it('links only to files in the repository', () => {
    for (const file of ['README.md', 'docs/deploy.md']) {
      const text = readFileSync(file, 'utf8');
      for (const [, target] of text.matchAll(/\]\(([^)#]+)(?:#[^)]*)?\)/g)) {
        expect(target!.startsWith('http'), `${file} links outside: ${target}`).toBe(false);
        expect(existsSync(file === 'README.md' ? target! : `docs/${target}`), `${file} → ${target}`).toBe(true);
      }
    }
  });
});
