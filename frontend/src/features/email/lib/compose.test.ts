import { describe, expect, it } from 'vitest';
import {
  EMPTY_COMPOSE,
  draftStart,
  forwardStart,
  forwardSubject,
  messageToText,
  isFilled,
  quote,
  replyStart,
  replySubject,
  sameFields,
} from './compose';
import { textToHtml } from './mail';

const mail = {
  id: 7,
  sender: 'Priya.Raman@northwind-audit.com',
  sender_name: 'Priya Raman',
  to: ['admin@demo.com'],
  cc: ['ed@demo.com'],
  bcc: [],
  subject: 'Q4 plan',
  message: '<p>Hi,</p><p>the <strong>plan</strong> &amp; notes<br>are attached.</p>',
};

describe('compose', () => {
  it('counts a form as filled when it holds an address, a subject or a message', () => {
    expect(isFilled(EMPTY_COMPOSE)).toBe(false);
    expect(isFilled({ ...EMPTY_COMPOSE, subject: '  ' })).toBe(false);
    expect(isFilled({ ...EMPTY_COMPOSE, cc: ['a@b.co'] })).toBe(true);
    expect(isFilled({ ...EMPTY_COMPOSE, text: 'x' })).toBe(true);
  });

  it('compares forms ignoring surrounding blanks', () => {
    expect(sameFields({ ...EMPTY_COMPOSE, subject: 'Hi ' }, { ...EMPTY_COMPOSE, subject: 'Hi' })).toBe(true);
    expect(sameFields({ ...EMPTY_COMPOSE, to: ['a@b.co'] }, EMPTY_COMPOSE)).toBe(false);
  });

  it('reads the text of HTML back as typed', () => {
    expect(messageToText(mail.message)).toBe('Hi,\n\nthe plan & notes\nare attached.');
    const typed = 'First line\nsecond <b>line</b>\n\nNext paragraph';
    expect(messageToText(textToHtml(typed))).toBe(typed);
  });

  it('prefixes Re: and Fwd: once', () => {
    expect(replySubject('Q4 plan')).toBe('Re: Q4 plan');
    expect(replySubject('RE: Q4 plan')).toBe('RE: Q4 plan');
    expect(forwardSubject('Re: Q4 plan')).toBe('Fwd: Re: Q4 plan');
    expect(forwardSubject('Fw: x')).toBe('Fw: x');
  });

  it('quotes each line', () => {
    expect(quote('a\n\nb')).toBe('> a\n>\n> b');
  });

  it('answers the sender with the original quoted under the header', () => {
    const { fields, draftId } = replyStart(mail, 'Priya Raman wrote:');
    expect(draftId).toBeNull();
    expect(fields.to).toEqual(['priya.raman@northwind-audit.com']);
    expect(fields.cc).toEqual([]);
    expect(fields.subject).toBe('Re: Q4 plan');
    expect(fields.text).toBe('\n\nPriya Raman wrote:\n> Hi,\n>\n> the plan & notes\n> are attached.');
  });

  it('forwards to no one yet with the original under the header', () => {
    const { fields } = forwardStart(mail, '---------- Forwarded message ----------');
    expect(fields.to).toEqual([]);
    expect(fields.subject).toBe('Fwd: Q4 plan');
    expect(fields.text).toContain('---------- Forwarded message ----------\n\nHi,');
  });

  it('reopens a draft with its fields and id', () => {
    const { fields, draftId } = draftStart(mail);
    expect(draftId).toBe(7);
    expect(fields).toEqual({
      to: ['admin@demo.com'],
      cc: ['ed@demo.com'],
      bcc: [],
      subject: 'Q4 plan',
      text: 'Hi,\n\nthe plan & notes\nare attached.',
    });
  });
});
