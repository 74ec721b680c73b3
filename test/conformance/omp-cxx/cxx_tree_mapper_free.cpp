// C++ data structures mapped by hand: a singly linked list of class nodes built with
// new, deep-copied with target enter data per node (this->next[0:1] from a member
// function), a kernel summing it through a reference to the head pointer, a struct
// holding a std::vector's data() mapped as p[0:n], and unmapping in reverse order.
#include <cstdio>
#include <vector>
struct Node {
  int key;
  Node *next;
  Node(int k, Node *n) : key(k), next(n) {}
  void map_rest() {
    for (Node *c = this; c->next; c = c->next) {
      #pragma omp target enter data map(to: c->next[0:1])
    }
  }
};
struct View { const double *p; int n; };
static long device_sum(Node *&head) {
  long s = 0;
  #pragma omp target map(tofrom: s)
  for (Node *c = head; c; c = c->next) s += c->key * c->key;
  return s;
}
int main() {
  Node *head = nullptr;
  for (int k = 1; k <= 6; ++k) head = new Node(k, head);
  #pragma omp target enter data map(to: head[0:1])
  head->map_rest();
  std::printf("sum of squares %ld\n", device_sum(head));
  std::vector<Node *> order;
  for (Node *c = head; c; c = c->next) order.push_back(c);
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    Node *c = *it;
    #pragma omp target exit data map(delete: c[0:1])
  }
  for (Node *c : order) delete c;
  std::vector<double> data(7);
  for (int i = 0; i < 7; ++i) data[i] = 1.5 * i;
  View v{data.data(), static_cast<int>(data.size())};
  double out = 0;
  #pragma omp target map(to: v, v.p[0:v.n]) map(from: out)
  for (int i = 0; i < v.n; ++i) out += v.p[i];
  std::printf("view sum %.2f size %zu\n", out, data.size());
  return 0;
}
