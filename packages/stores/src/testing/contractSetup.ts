// Vitest global setup: parses the contract once per run for the fake transport's checks.
import type { TestProject } from 'vitest/node';
import { readContractDocuments } from './contractFiles';

export default function setup(project: TestProject): void {
  project.provide('contractDocuments', readContractDocuments());
}
