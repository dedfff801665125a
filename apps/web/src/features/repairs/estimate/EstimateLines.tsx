import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Text } from '@mantine/core';
import { imageSrcSet } from '@shop/contract';
import classes from './Estimate.module.css';
import type { CustomerEstimate } from './estimate-answer.ts';
import { useCustomerWords } from './useCustomerWords.ts';

export type EstimateLine = CustomerEstimate['estimate']['lines'][number];

/** Money as people in Las Vegas write it, in the page's language. */
export function useMoney() {
  const { i18n } = useLingui();
  const format = new Intl.NumberFormat(i18n.locale === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  });
  return (amount: string) => format.format(Number(amount));
}

/** One line as the customer reads it: what, how soon, how much, and the photos of what was found. */
export function LineSummary({ line }: { line: EstimateLine }) {
  const words = useCustomerWords();
  const money = useMoney();
  const { t } = useLingui();
  const quantity = line.quantity;
  const price = money(line.unitPrice);
  return (
    <div>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <div>
          <Text fw={600}>{line.description}</Text>
          <Group gap={6} mt={2}>
            <Badge
              variant={line.recommendation === 'urgent' ? 'filled' : 'light'}
              color={
                line.recommendation === 'urgent' ? 'red.9' : line.recommendation === 'can-wait' ? 'gray.8' : 'blue.9'
              }
            >
              {words.recommendation(line.recommendation)}
            </Badge>
            <Text size="sm" c="gray.8">
              {words.kind(line.kind)} ·{' '}
              <Trans>
                {quantity} × {price}
              </Trans>
            </Text>
          </Group>
        </div>
        <Text fw={700}>{money(line.total)}</Text>
      </Group>
      {line.photos.length > 0 && (
        <Group gap="xs" mt="xs">
          {line.photos.map((url, i) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              <img
                src={url}
                srcSet={imageSrcSet(url)}
                sizes="160px"
                alt={t`What we found (${i + 1}): ${line.description}`}
                width={160}
                height={120}
                loading="lazy"
                className={classes.photo}
              />
            </a>
          ))}
        </Group>
      )}
    </div>
  );
}

/** The estimate's totals, as the server worked them out. */
export function Totals({ estimate }: { estimate: CustomerEstimate['estimate'] }) {
  const { t } = useLingui();
  const money = useMoney();
  const rows: [string, string][] = [
    [t`Parts`, estimate.partsSubtotal],
    [t`Labor`, estimate.laborSubtotal],
    [t`Fees`, estimate.feesSubtotal],
    [t`Tax`, estimate.tax],
  ];
  return (
    <table className={classes.totals} aria-label={t`Estimate totals`}>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{money(value)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">
            <Trans>Estimate total</Trans>
          </th>
          <td>{money(estimate.total)}</td>
        </tr>
      </tbody>
    </table>
  );
}
