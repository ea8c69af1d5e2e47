// The date fields: dd/MM/yyyy and HH:mm whatever the browser's language, the form's value in ISO once complete, and
// what was typed kept (and handed on as it is, for the form's rule to refuse) while it is not a real day or time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { DateField, DateTimeField } from './date-field.tsx';

function Controlled({ initial, kind, spy }: { initial: string; kind: 'date' | 'datetime'; spy: (v: string) => void }) {
  const [value, setValue] = useState(initial);
  const onChange = (v: string) => {
    setValue(v);
    spy(v);
  };
  return kind === 'date' ? <DateField label="Ngày sinh" value={value} onChange={onChange} /> : <DateTimeField label="Hạn" value={value} onChange={onChange} />;
}

afterEach(cleanup);

describe('DateField', () => {
  it('shows the form’s day as dd/MM/yyyy and gives back ISO once a real day is typed', async () => {
    const spy = vi.fn();
    render(<Controlled initial="1990-03-07" kind="date" spy={spy} />);
    const input = screen.getByLabelText('Ngày sinh');
    expect(input).toHaveValue('07/03/1990');
    await userEvent.clear(input);
    await userEvent.type(input, '21081995');
    expect(input).toHaveValue('21/08/1995');
    expect(spy).toHaveBeenLastCalledWith('1995-08-21');
    await userEvent.clear(input);
    await userEvent.type(input, '31022026');
    expect(input).toHaveValue('31/02/2026');
    expect(spy).toHaveBeenLastCalledWith('31/02/2026');
  });
});

describe('DateTimeField', () => {
  it('reads the day and a 24-hour time, and gives back yyyy-MM-ddTHH:mm', async () => {
    const spy = vi.fn();
    render(<Controlled initial="2026-12-02T23:59" kind="datetime" spy={spy} />);
    const day = screen.getByLabelText('Hạn: ngày (dd/mm/yyyy)');
    const time = screen.getByLabelText('Hạn: giờ (HH:mm, 24 giờ)');
    expect(day).toHaveValue('02/12/2026');
    expect(time).toHaveValue('23:59');
    await userEvent.clear(time);
    await userEvent.type(time, '0730');
    expect(spy).toHaveBeenLastCalledWith('2026-12-02T07:30');
    await userEvent.clear(time);
    await userEvent.type(time, '2561');
    expect(time).toHaveValue('25:61');
    expect(spy).toHaveBeenLastCalledWith('02/12/2026T25:61');
  });
});
