// Disclosures in Spanish and Haitian Creole inside English tutoring chat, and the artefacts an online
// platform puts in chat (codes and tracking numbers that look like phones).
import { describe, expect, it } from 'vitest';
import type { PiiType, SegmentLabel } from '../../../lambdas/core/schema.js';
import { detectedOfType } from '../helpers.js';

const of = (type: PiiType, text: string, label: SegmentLabel = 'NON_MATH') => detectedOfType(type, text, label);

describe('disclosures in Spanish and Haitian Creole', () => {
  it.each([
    ['AGE', 'tengo 13 anos y mi hermano tiene 9', '13'],
    ['AGE', 'tengo trece años', 'trece'],
    ['AGE', 'mi hermanita tiene ocho anos y ya se sabe las tablas', 'ocho'],
    ['AGE', 'mi primo Julio tiene 15 años', '15'],
    ['AGE', 'ella ya tiene 12 años, maestra', '12'],
    ['DATE', 'el examen es el 14 de noviembre, maestra, can we review slope antes?', '14 de noviembre'],
    ['DATE', 'mi cumple es 12/9 so can we skip class ese dia?', '12/9'],
    ['NRP', 'nou se ayisyen, at home we speak kreyòl', 'ayisyen'],
    ['NRP', 'mwen se ayisyen', 'ayisyen'],
    ['EMAIL_ADDRESS', 'Hola maestra, mi correo es rosa.mendez82 arroba gmail punto com, mande el reporte', 'rosa.mendez82 arroba gmail punto com'],
    ['PHONE_NUMBER', 'Mi numero es cinco cinco cinco, dos tres uno, cuatro cero ocho siete, por si necesita algo', 'cinco cinco cinco, dos tres uno, cuatro cero ocho siete'],
    ['LOCATION', 'soy de Honduras, de un pueblo chiquito que se llama Olanchito', 'Olanchito'],
    ['LOCATION', 'i grew up in a small town called Olanchito', 'Olanchito'],
  ] as const)('%s in "%s"', (type, text, expected) => {
    // Act / Assess
    expect(of(type, text)).toEqual([expected]);
  });

  it('leaves Spanish counting and a problem\'s numbers alone', () => {
    // Prepare / Act / Assess
    expect(of('PHONE_NUMBER', 'tres por cuatro es doce, y dos mas cinco es siete', 'MATH')).toEqual([]);
    expect(of('AGE', 'Ana tiene 8 años y su hermano tiene el doble', 'MATH')).toEqual([]);
    expect(of('DATE', 'mi respuesta es 3/4', 'MATH')).toEqual([]);
  });

  it("reads Spanish titles and pronouns as no one's name", () => {
    // Prepare / Act / Assess: an abbreviated title, a pronoun before its verb, a word after a title's sentence ends
    expect(of('PERSON', 'Okay, thank you, Sra. Olivares.')).toEqual(['Olivares']);
    expect(of('PERSON', 'Merci, Mme. Leblanc.')).toEqual(['Leblanc']);
    expect(of('PERSON', 'Ah, perfecto. Gracias. Ella tiene ocho años y ya le cuesta mucho la matemática.')).toEqual([]);
    expect(of('PERSON', 'Es normal a esta edad, señora. Las tablas son difíciles para todos.')).toEqual([]);
    // (the given name in English, and a name after the title in chat, stay)
    expect(of('PERSON', 'Ella is my sister.')).toEqual(['Ella']);
    expect(of('PERSON', 'gracias a la señora Ramírez')).toEqual(['Ramírez']);
  });
});

describe('places and phones around family and the learning center', () => {
  it('reads the town of a relative\'s home said with a possessive alone', () => {
    // Prepare / Act / Assess
    expect(of('LOCATION', "we're driving to my aunt's in Fullerton on friday so no session")).toEqual(['Fullerton']);
    expect(of('LOCATION', "sorry i was gone for diwali at my nani's in Edison. ok so for #5 i got x = 7", 'MATH')).toEqual(['Edison']);
  });

  it('reads a front desk\'s seven-digit number, not a tracking number\'s digit groups', () => {
    // Prepare / Act / Assess
    expect(of('PHONE_NUMBER', 'This is Ms. Kowalczyk from the learning center, our front desk is 555-0142, ask for extension 3')).toEqual(['555-0142']);
    expect(of('PHONE_NUMBER', 'the calculator still hasnt come, tracking says 1Z 999 AA1 0123 4567 84 is in transit')).toEqual([]);
    expect(of('PHONE_NUMBER', 'call 07700 900 123 today')).toEqual(['07700 900 123']);
  });
});
