/* The C library: heap, strings, formatted output to buffers and streams, exit. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct node { int value; struct node *next; };

static struct node *push(struct node *head, int value) {
  struct node *n = malloc(sizeof *n);
  n->value = value;
  n->next = head;
  return n;
}

static void finish(int status) {
  printf("finishing with %d", status);
  exit(status);
}

int main(void) {
  struct node *list = NULL;
  for (int i = 1; i <= 5; i++) list = push(list, i * 10);
  int total = 0;
  while (list) { struct node *next = list->next; total += list->value; free(list); list = next; }
  printf("list total %d\n", total);

  int *zeros = calloc(8, sizeof(int));
  int *grown = realloc(zeros, 16 * sizeof(int));
  grown[15] = 99;
  printf("calloc %d %d realloc %d\n", zeros == NULL, grown[7], grown[15]);
  free(grown);

  char buf[32];
  memset(buf, 'x', sizeof buf);
  strcpy(buf, "abc");
  char copy[32];
  memcpy(copy, buf, strlen(buf) + 1);
  memmove(copy + 1, copy, 3);
  printf("strings %s %s %zu %d %d %d %d\n", buf, copy, strlen(copy), strcmp("abc", "abd") < 0,
         strcmp("b", "a") > 0, strncmp("abcx", "abcy", 3), memcmp(buf, "abc", 4));

  char line[16];
  int n = snprintf(line, sizeof line, "%s-%05d-%s", "left", 42, "right side");
  int m = sprintf(buf, "[%-4s|%4s]", "ab", "cd");
  printf("snprintf %d '%s' sprintf %d '%s'\n", n, line, m, buf);
  puts("puts line");
  putchar('!');
  putchar('\n');
  fputs("to stderr\n", stderr);
  fprintf(stderr, "error %d\n", -1);
  fflush(stdout);
  finish(7);
  return 0;
}
