// A linked list deep-copied to the device as application codes do it: target enter
// data of each node, then of its `next` pointee as the section node->next[0:1] (the
// runtime attaches each node's device `next` to the device copy of the following
// node), a kernel walking the list from its head, and exit data node by node.
#include <stdio.h>
#include <stdlib.h>
struct node { int value; double weight; struct node *next; };
int main(void) {
  struct node *head = NULL;
  for (int i = 5; i > 0; --i) {
    struct node *n = malloc(sizeof *n);
    n->value = i; n->weight = i * 0.5; n->next = head; head = n;
  }
  #pragma omp target enter data map(to: head[0:1])
  for (struct node *n = head; n->next; n = n->next) {
    #pragma omp target enter data map(to: n->next[0:1])
  }
  int count = 0;
  double total = 0;
  #pragma omp target map(tofrom: count, total)
  {
    for (struct node *n = head; n; n = n->next) {
      ++count;
      total += n->value * n->weight;
      n->value *= 10;
    }
  }
  printf("device walk: %d nodes, total %.2f\n", count, total);
  printf("host before exit: %d\n", head->next->value);
  struct node *n = head;
  while (n) {
    struct node *next = n->next;
    #pragma omp target exit data map(from: n[0:1])
    printf("node %d next-restored %d\n", n->value, n->next == next);
    n = next;
  }
  while (head) { struct node *t = head->next; free(head); head = t; }
  return 0;
}
