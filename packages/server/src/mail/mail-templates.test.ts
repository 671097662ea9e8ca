import { describe, expect, it } from 'vitest';
import { fillMailTemplate } from './mail-templates.ts';

describe('fillMailTemplate', () => {
  it('fills every placeholder, however spaced, and leaves no paragraph for an empty value', () => {
    expect(
      fillMailTemplate(
        { subject: 'Join us, {{ companyName }}', body: '{{message}}\n\nRegister: {{link}}\n\n{{unknown}}' },
        { companyName: 'Garage Martin', message: '', link: 'https://x.example/r' },
      ),
    ).toEqual({ subject: 'Join us, Garage Martin', body: 'Register: https://x.example/r' });
  });

  it('keeps what the values say word for word, braces included', () => {
    expect(fillMailTemplate({ subject: '{{a}}', body: '{{a}} and {{b}}' }, { a: '{{b}}', b: '$&' })).toEqual({
      subject: '{{b}}',
      body: '{{b}} and $&',
    });
  });
});
