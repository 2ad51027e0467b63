/**
 * The id FeedTabs gives the tab of `value`: the panel's `aria-labelledby`. Its own module, so
 * an app can label its panel without loading the tab bar.
 */
export function feedTabId(panelId: string, value: string): string {
  return `${panelId}-tab-${value}`;
}
