import { beforeAll, describe, expect, inject, it } from 'vitest';
import { rest, userWithAppPassword } from './harness/rest.js';

/** Editors fill the field groups in WordPress's editor, without ACF. */

const site = inject('wordpress');
let editor: { id: number; auth: string };

beforeAll(async () => {
  editor = await userWithAppPassword(site, 'form-editor', 'editor');
});

describe('the editor’s form', () => {
  it('shows the fields with their values and a blank row, and saves what the editor types', async () => {
    const guide = await rest(site, '/wp/v2/guides', {
      method: 'POST',
      auth: editor.auth,
      body: JSON.stringify({ title: 'Edited in the form', status: 'draft', meta: { pricewise_guide_acf: { subheading: 'Before', howDidWePick: [{ title: 'Suction', description: 'Dirt' }] } } }),
    });
    const login = await fetch(`${site.url}/wp-login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ log: 'form-editor', pwd: 'form-editor-Password-1' }).toString(),
      redirect: 'manual',
    });
    const cookie = login.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
    const page = await fetch(`${site.url}/wp-admin/post.php?post=${guide.body.id}&action=edit`, { headers: { cookie } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('id="pricewise-guideacf"');
    expect(html).toContain('id="pricewise-guidesproduct"');
    expect(html).toMatch(/name="pricewise_fields\[guideACF\]\[subheading\]" class="widefat" value="Before"/);
    expect(html).toMatch(/name="pricewise_fields\[guideACF\]\[howDidWePick\]\[0\]\[title\]" class="widefat" value="Suction"/);
    expect(html).toMatch(/name="pricewise_fields\[guideACF\]\[howDidWePick\]\[1\]\[title\]" class="widefat" value=""/);
    const fieldsNonce = /name="pricewise_fields_nonce" value="([^"]+)"/.exec(html)?.[1];
    const postNonce = /<form[^>]*class="metabox-base-form"[\s\S]*?name="_wpnonce" value="([^"]+)"/.exec(html)?.[1];
    expect(fieldsNonce && postNonce).toBeTruthy();

    // What the editor posts when it saves the boxes.
    const form = new URLSearchParams({
      action: 'editpost',
      post_ID: String(guide.body.id),
      _wpnonce: postNonce!,
      pricewise_fields_nonce: fieldsNonce!,
      'pricewise_fields[guideACF][subheading]': 'After',
      'pricewise_fields[guideACF][howDidWePick][0][title]': 'Suction',
      'pricewise_fields[guideACF][howDidWePick][0][description]': 'Dirt',
      'pricewise_fields[guideACF][howDidWePick][1][title]': 'Noise',
      'pricewise_fields[guidesproduct][propertiesName][0][propertyName]': 'Weight',
      'pricewise_fields[guidesproduct][product][0][productName]': 'Roborock Q8',
      'pricewise_fields[guidesproduct][product][0][productcard]': '12',
      'pricewise_fields[guidesproduct][product][0][properties][0][propertyValue]': '3 kg',
    });
    const saved = await fetch(`${site.url}/wp-admin/post.php`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(saved.status).toBe(302);
    const read = await rest(site, `/wp/v2/guides/${guide.body.id}?context=edit`, { auth: editor.auth });
    expect(read.body.meta.pricewise_guide_acf).toMatchObject({
      subheading: 'After',
      howDidWePick: [{ title: 'Suction', description: 'Dirt' }, { title: 'Noise', description: null }],
    });
    expect(read.body.meta.pricewise_guides_product).toEqual({
      product: [{ productName: 'Roborock Q8', productcard: '12', properties: [{ propertyValue: '3 kg' }] }],
      propertiesName: [{ propertyName: 'Weight' }],
    });
  });
});
