import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { InsightsPanel } from './InsightsPanel';

const FIGURES = {
  views: 3,
  viewers: 2,
  watchShare: 170 / 300,
  completionRate: 1 / 3,
  likes: 1,
  comments: 0,
  shares: 0,
  downloads: 1200,
};
const DAYS = [
  { date: '2026-11-27', views: 0 },
  { date: '2026-11-28', views: 3 },
];

const figure = (name: string) => screen.getByText(name, { selector: 'dt' }).nextElementSibling;

describe('InsightsPanel', () => {
  it('names each figure, shares in whole percent and counts with separators', () => {
    render(<InsightsPanel figures={FIGURES} days={DAYS} />);
    expect(figure('Views')).toHaveTextContent('3');
    expect(figure('Unique viewers')).toHaveTextContent('2');
    expect(figure('Average watched')).toHaveTextContent('57%');
    expect(figure('Watched to the end')).toHaveTextContent('33%');
    expect(figure('Downloads')).toHaveTextContent('1,200');
  });

  it('gives the chart a name and its values as a table, one row per day', async () => {
    const { container } = render(<InsightsPanel figures={FIGURES} days={DAYS} />);
    const chart = screen.getByRole('figure', { name: 'Views per day, last 2 days' });
    const rows = within(chart).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['DayViews', 'Nov 270', 'Nov 283']);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await expectNoAxeViolations(container);
  });

  it('says there are no views yet instead of an empty chart, with dashes for the shares', () => {
    render(
      <InsightsPanel
        figures={{ ...FIGURES, views: 0, viewers: 0, watchShare: null, completionRate: null }}
        days={DAYS}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('No views yet');
    expect(screen.queryByRole('figure')).toBeNull();
    expect(figure('Average watched')).toHaveTextContent('–');
  });
});
