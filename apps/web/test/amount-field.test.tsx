import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from '../src/shared/form/field';

/** An amount field holding what the form keeps, as a screen's form does. */
function AmountInput({ initial = '', maxLength }: { initial?: string; maxLength?: number }) {
  const [value, setValue] = useState(initial);
  return <Field label="金额" value={value} onChange={setValue} amount maxLength={maxLength} placeholder="请输入金额" />;
}

const input = () => screen.getByRole('textbox', { name: '金额' });

/** Pastes over what the field holds. */
async function paste(text: string) {
  const user = userEvent.setup();
  await user.tripleClick(input());
  await user.paste(text);
}

describe('the amount field', () => {
  it('opens the decimal keyboard', () => {
    render(<AmountInput />);
    expect(input()).toHaveAttribute('inputmode', 'decimal');
  });

  it.each(['150.5', '99.9', '0.05', '100.'])('keeps %s typed', async (amount) => {
    render(<AmountInput />);
    await userEvent.setup().type(input(), amount);
    expect(input()).toHaveValue(amount);
  });

  it.each(['150.5', '99.9', '1500'])('keeps %s pasted', async (amount) => {
    render(<AmountInput />);
    await paste(amount);
    expect(input()).toHaveValue(amount);
  });

  it('trims the spaces around a pasted amount', async () => {
    render(<AmountInput />);
    await paste(' 150.5 ');
    expect(input()).toHaveValue('150.5');
  });

  it.each(['1.234', '12a8', '1,500', '1.2.3', '-5', '.5', '05'])('refuses %s pasted and keeps what it held', async (text) => {
    render(<AmountInput initial="20" />);
    await paste(text);
    expect(input()).toHaveValue('20');
  });

  it('refuses a third decimal and a second point as they are typed', async () => {
    render(<AmountInput />);
    const user = userEvent.setup();
    await user.type(input(), '1.234');
    expect(input()).toHaveValue('1.23');
    await user.type(input(), '.');
    expect(input()).toHaveValue('1.23');
  });

  it('refuses an amount longer than its length rather than cutting it', async () => {
    render(<AmountInput initial="20" maxLength={6} />);
    await paste('1234567');
    expect(input()).toHaveValue('20');
    await paste('1234.5');
    expect(input()).toHaveValue('1234.5');
  });
});
