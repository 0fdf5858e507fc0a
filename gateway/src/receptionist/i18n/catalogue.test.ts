// Every sentence the receptionist can say has its Spanish: the test reads the receptionist's
// sources with the TypeScript compiler, collects each `t`…`` template (tags `t`, `d.t`,
// `tr(…)`) and each `inLang(lang, '…')` sentence, and looks its key up in the catalogue.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ES } from './es';
import { inLang, keyOf, langOf, soundsSpanish, tr } from './index';

const ROOT = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.ts$/.test(f) && !/\.test\.ts$/.test(f) ? [p] : [];
  });
}

const isTag = (e: ts.Expression): boolean =>
  (ts.isIdentifier(e) && e.text === 't')
  || (ts.isPropertyAccessExpression(e) && e.name.text === 't')
  || (ts.isCallExpression(e) && ts.isIdentifier(e.expression) && e.expression.text === 'tr');

/** Keys of every translated sentence in the receptionist's sources. */
export function sentenceKeys(): Array<{ key: string; file: string }> {
  const out: Array<{ key: string; file: string }> = [];
  const files = sources(ROOT).map((file) => ({ file, sf: ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true) }));
  // String constants (any file) for inLang(lang, SOME_CONSTANT).
  const constants = new Map<string, string>();
  const collect = (n: ts.Node) => {
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name) && n.initializer && ts.isStringLiteralLike(n.initializer)) constants.set(n.name.text, n.initializer.text);
    ts.forEachChild(n, collect);
  };
  for (const { sf } of files) collect(sf);
  for (const { file, sf } of files) {
    const visit = (n: ts.Node) => {
      if (ts.isTaggedTemplateExpression(n) && isTag(n.tag)) {
        const tpl = n.template;
        const parts = ts.isNoSubstitutionTemplateLiteral(tpl) ? [tpl.text] : [tpl.head.text, ...tpl.templateSpans.map((s) => s.literal.text)];
        out.push({ key: keyOf(parts), file });
      }
      if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'inLang') {
        const arg = n.arguments[1];
        if (arg && ts.isStringLiteralLike(arg)) out.push({ key: arg.text, file });
        else if (arg && ts.isIdentifier(arg)) out.push({ key: constants.get(arg.text) ?? `<unknown constant ${arg.text}>`, file });
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }
  return out;
}

describe('the Spanish catalogue', () => {
  it('has a translation for every sentence the receptionist says, and nothing stale', () => {
    const keys = sentenceKeys();
    expect(keys.length).toBeGreaterThan(120);
    const missing = [...new Set(keys.filter((k) => !(k.key in ES)).map((k) => `${k.file.slice(ROOT.length + 1)}: ${k.key}`))];
    expect(missing).toStrictEqual([]);
    const used = new Set(keys.map((k) => k.key));
    expect(Object.keys(ES).filter((k) => !used.has(k))).toStrictEqual([]);
  });

  it('keeps every value of a sentence in its Spanish', () => {
    for (const [en, es] of Object.entries(ES)) {
      const slots = (x: string) => (x.match(/\{\d+\}/g) ?? []).sort();
      expect(slots(es), en).toStrictEqual(slots(en));
    }
  });

  it('translates with the values in place, and falls back to English for an unknown sentence', () => {
    const name = 'Dana';
    expect(tr('en')`Thanks, ${name}. And the ZIP code?`).toBe('Thanks, Dana. And the ZIP code?');
    expect(tr('es')`Thanks, ${name}. And the ZIP code?`).toBe(ES['Thanks, {0}. And the ZIP code?']!.replace('{0}', 'Dana'));
    expect(tr('es')`Not in the catalogue ${name}`).toBe('Not in the catalogue Dana');
    expect(inLang('es', 'Goodbye.')).toBe(ES['Goodbye.']);
    expect(inLang('en', 'Goodbye.')).toBe('Goodbye.');
  });

  it('reads languages from tags', () => {
    expect(langOf('es-US')).toBe('es');
    expect(langOf('es')).toBe('es');
    expect(langOf('ES_mx')).toBe('es');
    expect(langOf('en-US')).toBe('en');
    expect(langOf('estonian')).toBe('en');
    expect(langOf(undefined)).toBe('en');
  });

  it('hears Spanish, but not English with Spanish place names', () => {
    for (const s of ['Hola, necesito una cita para mañana', '¿Cuánto cuesta destapar un drenaje?', 'Buenos días, se me tapó el baño', 'Do you speak Spanish?', '¿Habla español?', 'quiero cancelar mi cita'])
      expect(soundsSpanish(s), s).toBe(true);
    for (const s of ['I need a plumber at 12 El Camino Real, Los Altos', 'My toilet is leaking', 'Hi, this is Jose Garcia, I need an appointment', 'Can you come to Las Vegas Boulevard?', 'yes', 'no'])
      expect(soundsSpanish(s), s).toBe(false);
  });
});
