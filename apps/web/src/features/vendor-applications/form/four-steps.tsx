import { List, Text } from '@mantine/core';

/**
 * The four steps of applying as a software or cloud provider, as the form takes them
 * (docs/product.md, "Software and cloud vendors").
 */
export function VendorFourSteps() {
  return (
    <>
      <Text>Applying takes four steps, and you can save and come back at any time:</Text>
      <List type="ordered" spacing={4}>
        <List.Item>
          Your organisation, its contact person, who signs for it (18 or over) and your plans for
          the market.
        </List.Item>
        <List.Item>
          Your solutions: for each, its category, service model, where its data is kept, its
          certifications and its exit plan.
        </List.Item>
        <List.Item>
          Your documents: a certificate of incorporation and a company profile at least.
        </List.Item>
        <List.Item>
          Check your answers and submit; the committee then evaluates each solution.
        </List.Item>
      </List>
    </>
  );
}
