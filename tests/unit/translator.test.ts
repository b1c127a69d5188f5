import { describe, expect, it } from 'vitest';
import { defineMessages } from '../../src/client/i18n/define-messages';
import { translator } from '../../src/client/i18n/i18n';

const en = { hello: 'Hello {name}', results_one: '{count} result', results_other: '{count} results', onlyEn: 'x' };
const es = { hello: 'Hola {name}', results_one: '{count} resultado', results_other: '{count} resultados', onlyEn: '' };
const catalogue = await defineMessages({ en: () => Promise.resolve({ default: en }), es: () => Promise.resolve({ default: es }) });

describe('translator', () => {
  it('picks the language and fills placeholders', () => {
    expect(translator(catalogue, 'en')('hello', { name: 'Ana' })).toBe('Hello Ana');
    expect(translator(catalogue, 'es')('hello', { name: 'Ana' })).toBe('Hola Ana');
  });

  it('leaves unknown placeholders as written', () => {
    expect(translator(catalogue, 'en')('hello')).toBe('Hello {name}');
    expect(translator(catalogue, 'en')('hello', { other: 1 })).toBe('Hello {name}');
  });

  it('chooses plural forms by the language rules and formats the count', () => {
    const en = translator(catalogue, 'en');
    const es = translator(catalogue, 'es');
    expect(en.plural('results', 1)).toBe('1 result');
    expect(en.plural('results', 0)).toBe('0 results');
    expect(en.plural('results', 12345)).toBe('12,345 results');
    expect(es.plural('results', 1)).toBe('1 resultado');
    expect(es.plural('results', 12345)).toBe('12.345 resultados');
  });

  it('keeps an empty translation rather than falling back', () => {
    expect(translator(catalogue, 'es')('onlyEn')).toBe('');
  });

  it('tells which keys it has (keys built from data)', () => {
    expect(translator(catalogue, 'es').has('hello')).toBe(true);
    expect(translator(catalogue, 'es').has('goodbye')).toBe(false);
  });

  it('exposes its language', () => {
    expect(translator(catalogue, 'es').language).toBe('es');
  });
});
