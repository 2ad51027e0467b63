import { describe, expect, it } from 'vitest';
import { addressWithSearch, SEARCH_PARAM, searchInAddress } from './searchAddress';

describe('a search kept in the address', () => {
  it('is read from q, trimmed, and is empty when q is missing or blank', () => {
    expect(SEARCH_PARAM).toBe('q');
    expect(searchInAddress('?q=maya')).toBe('maya');
    expect(searchInAddress('?q=%20maya%20lee%20')).toBe('maya lee');
    expect(searchInAddress('?q=+')).toBe('');
    expect(searchInAddress('')).toBe('');
    expect(searchInAddress('?feed=for-you')).toBe('');
  });

  it('is written as q, trimmed and encoded, keeping the other parameters', () => {
    expect(addressWithSearch('', 'maya')).toBe('?q=maya');
    expect(addressWithSearch('?q=ma', ' maya lee ')).toBe('?q=maya+lee');
    expect(addressWithSearch('?tab=x&q=ma', '#sun & sea')).toBe('?tab=x&q=%23sun+%26+sea');
    expect(searchInAddress(addressWithSearch('', '#sun & sea'))).toBe('#sun & sea');
  });

  it('is removed from the address by an empty or blank query', () => {
    expect(addressWithSearch('?q=maya', '')).toBe('');
    expect(addressWithSearch('?q=maya', '   ')).toBe('');
    expect(addressWithSearch('?tab=x&q=maya', '')).toBe('?tab=x');
  });
});
