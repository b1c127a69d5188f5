import type { Creative, CreativeSummary } from '../../src/shared/schemas/creative';
import { expectNoA11yViolations } from './fixtures';
import { expect, expectToast, test } from './auth-fixtures';

// The moderators' import of official results (issue 13): upload, preview, confirm, and the
// awards counting on the public pages. Runs on the account tests' server (auth-fixtures.ts).

const HEADER = 'festival,year,category,level,title,creative,username,country,agency,description';

function csvFile(name: string, lines: string[]) {
  // As a spreadsheet saves it: a BOM and CRLF line ends.
  return { name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${[HEADER, ...lines].join('\r\n')}\r\n`) };
}

test('a moderator uploads a results file, fixes its bad row, previews and imports it, and the awards count', async ({
  moderatorPage: page,
  request,
}) => {
  test.slow(); // a long journey: 20 s alone, more on a loaded 2-core machine
  // This worker's server is shared: names of our own, so the test stands alone and in any order.
  const id = Date.now().toString(36);
  const person = `Imported Ñandú ${id}`;
  const good = [
    `Cannes Lions,2025,Film,gold,"Lights, Camera ${id}",${person},,Argentina,"Agência, Nova ${id}",`,
    `D&AD,2024,Film Craft,shortlist,Second ${id},${person},,AR,"Agência, Nova ${id}",`,
  ];

  await page.goto('/moderation');
  const section = page.getByRole('region', { name: 'Import official results' });
  const file = section.getByLabel('Results file (CSV)');

  await file.setInputFiles(csvFile('bad.csv', [...good, `Cannes Lions,2025,Film,platinum,Third ${id},${person},,AR,A,`]));
  await section.getByRole('button', { name: 'Preview' }).click();
  const badRows = section.getByTestId('import-bad-rows');
  await expect(badRows.getByRole('row').nth(1)).toHaveText(/4\s*level\s*level must be one of/);
  await expect(section.getByRole('button', { name: /^Import 2 awards$/ })).toBeDisabled();

  await file.setInputFiles(csvFile('results.csv', good));
  await section.getByRole('button', { name: 'Preview' }).click();
  const preview = section.getByTestId('import-preview');
  await expect(preview).toContainText('Rows read2');
  await expect(preview).toContainText('Creatives0 matched, 1 to create');
  await expect(preview).toContainText('Awards to add2');
  await expectNoA11yViolations(page);
  await section.getByRole('button', { name: 'Import 2 awards' }).click();
  await expect(section.getByTestId('import-result')).toHaveText('2 awards added; 0 rows were already imported.');
  await expectToast(page, 'Results imported');

  // Verified at once: the new creative has both awards' points, and the same file again adds nothing.
  const [found] = (await (await request.get(`/api/creatives?q=${encodeURIComponent(id)}`)).json()) as CreativeSummary[];
  const creative = (await (await request.get(`/api/creatives/${found!.id}`)).json()) as Creative;
  expect(creative).toMatchObject({ name: person, totalPoints: 350, totalAwards: 2, countryCode: 'AR' });
  await page.goto(`/creative/${creative.username}`);
  await expect(page.getByText(`Lights, Camera ${id}`)).toBeVisible();

  await page.goto('/moderation');
  await section.getByLabel('Results file (CSV)').setInputFiles(csvFile('results.csv', good));
  await section.getByRole('button', { name: 'Preview' }).click();
  await expect(section.getByTestId('import-preview')).toContainText('Rows already imported2');
  await expect(section.getByRole('button', { name: 'Import 0 awards' })).toBeDisabled();
});

test('the moderation screen shows the import in Spanish too', async ({ moderatorPage: page }) => {
  await page.goto('/moderation?lang=es');
  await expect(page.getByRole('heading', { name: 'Importar resultados oficiales' })).toBeVisible();
  await expect(page.getByLabel('Archivo de resultados (CSV)')).toBeVisible();
});
